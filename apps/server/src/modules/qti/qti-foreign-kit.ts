// Test support: items and packages as other tools write them (their habits reproduced in code: feedback
// inside choices, MathML, pictures beside the items, prompts left empty, template items, odd mappings).
import { strToU8, zipSync } from 'fflate';

const QTI = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const CP = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';
export const MATH_NS = 'http://www.w3.org/1998/Math/MathML';

/** A QTI 3.0 item: declarations, then the body, then anything after it (response processing, modal feedback). */
export function foreignItem(parts: { declarations?: string; body: string; after?: string; title?: string }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="${QTI}" identifier="ITM-1" title="${parts.title ?? 'Item'}" adaptive="false" time-dependent="false">
  ${parts.declarations ?? ''}
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-item-body>
    ${parts.body}
  </qti-item-body>
  ${parts.after ?? ''}
</qti-assessment-item>`;
}

/** A response declaration with a correct response and, optionally, a mapping. */
export function declaration(
  cardinality: 'single' | 'multiple' | 'ordered',
  baseType: 'identifier' | 'string',
  correct: string[],
  mapping?: { defaultValue?: number; entries: [string, number][] },
  identifier = 'RESPONSE',
) {
  const map = mapping
    ? `<qti-mapping default-value="${mapping.defaultValue ?? 0}">${mapping.entries
        .map(([k, v]) => `<qti-map-entry map-key="${k}" mapped-value="${v}"/>`)
        .join('')}</qti-mapping>`
    : '';
  return `<qti-response-declaration identifier="${identifier}" cardinality="${cardinality}" base-type="${baseType}">
    <qti-correct-response>${correct.map((v) => `<qti-value>${v}</qti-value>`).join('')}</qti-correct-response>${map}
  </qti-response-declaration>`;
}

export const stimulus = (body: string, title = 'A passage') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-stimulus xmlns="${QTI}" identifier="STIM-1" title="${title}"><qti-stimulus-body>${body}</qti-stimulus-body></qti-assessment-stimulus>`;

/**
 * A content package without a test (bare items, as many tools ship them): every `items/*.xml` is an item
 * resource and every `stimuli/*.xml` a stimulus; other files (pictures) ride along unlisted.
 */
export function foreignPackage(files: Record<string, string | Uint8Array>, manifestTitle?: string) {
  const resource = (path: string, type: string, i: number) =>
    `<resource identifier="R${i}" type="${type}" href="${path}"><file href="${path}"/></resource>`;
  const paths = Object.keys(files);
  const resources = [
    ...paths
      .filter((p) => p.startsWith('items/') && p.endsWith('.xml'))
      .map((p, i) => resource(p, 'imsqti_item_xmlv3p0', i)),
    ...paths
      .filter((p) => p.startsWith('stimuli/') && p.endsWith('.xml'))
      .map((p, i) => resource(p, 'imsqti_stimulus_xmlv3p0', 100 + i)),
  ];
  const metadata =
    manifestTitle === undefined
      ? ''
      : `<metadata><schema>QTI Package</schema><lom xmlns="http://ltsc.ieee.org/xsd/LOM"><general><title><string language="en">${manifestTitle}</string></title></general></lom></metadata>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="${CP}" identifier="M">${metadata}<organizations/><resources>${resources.join('')}</resources></manifest>`;
  const entries = { 'imsmanifest.xml': manifest, ...files };
  return zipSync(
    Object.fromEntries(Object.entries(entries).map(([n, v]) => [n, typeof v === 'string' ? strToU8(v) : v])),
  );
}

/** A one-item package. */
export const itemPackage = (item: string, extra: Record<string, string | Uint8Array> = {}) =>
  foreignPackage({ 'items/item.xml': item, ...extra });
