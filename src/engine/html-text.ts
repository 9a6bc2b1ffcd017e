/** Text put into HTML written as a string (a mail's HTML part, the early form's markup): its markup characters escaped, for element content and double-quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
