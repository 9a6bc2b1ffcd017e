/** A document's type from its title, as the applicant's upload is filed: 'Driver licence' -> DOC_DRIVER_LICENCE. */
export const documentType = (title: string) =>
  `DOC_${title
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`.slice(0, 64);
