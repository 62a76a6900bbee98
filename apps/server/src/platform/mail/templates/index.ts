import type { MailData, MailRequest, MailTemplate } from '../mail-types';
import { CATALOGUE } from './catalogue';
import { type MailContent, renderHtml, renderText } from './layout';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The mail as it will be sent, in the request's language: subject, plain text and HTML. */
export function renderMail<T extends MailTemplate>(req: MailRequest<T>): RenderedMail {
  const write = CATALOGUE[req.template][req.language] as (data: MailData[T]) => MailContent;
  const content = write(req.data);
  return { subject: content.subject, text: renderText(content), html: renderHtml(content, req.language) };
}
