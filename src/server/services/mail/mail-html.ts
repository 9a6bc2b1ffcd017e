/**
 * The HTML part of a mail written as text: paragraphs at blank lines, line breaks kept, links
 * made clickable, everything else escaped. One rendering for every mail, so the two parts never
 * say different things.
 */
import { escapeHtml as escape } from '../../../engine/html-text';

const LINK = /https?:\/\/[^\s<>"]+/g;

function line(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += escape(text.slice(last, match.index));
    html += `<a href="${escape(match[0])}">${escape(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escape(text.slice(last));
}

export function mailHtml(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(line).join('<br>\n')}</p>`);
  return `<!doctype html>\n<html lang="en-AU"><body style="font-family: Arial, sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>\n`;
}

/** The message with its HTML part made from its text. */
export function withHtml<M extends { text: string }>(message: M): M & { html: string } {
  return { ...message, html: mailHtml(message.text) };
}
