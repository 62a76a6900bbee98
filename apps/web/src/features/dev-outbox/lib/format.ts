/** A mail's time as the reader's language writes it ("Apr 3, 2026, 4:25:07 PM"). */
export function formatMailTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** The mail's HTML for a sandboxed frame: links open in a new tab (a sandboxed frame cannot navigate the page). */
export function frameDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}
