/** yyyy-MM-dd (or a date-time) as dd/MM/yyyy, the portal's display format (spec 01 section 3). */
export function formatDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
