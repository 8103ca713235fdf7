// QTI item documents for tests, written as the QTI 3.0 and 2.1 specifications' examples are.

/** A QTI 3.0 item around the declarations and body (written as in the QTI 3.0 spec's examples). */
export function qti3Item(title: string, inner: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="item" title="${title}" adaptive="false" time-dependent="false">
${inner}
</qti-assessment-item>`;
}

/** A QTI 3.0 declaration of RESPONSE as one identifier (a choice, a hotspot) with the right one. */
export const qti3IdentifierResponse = (correct: string): string =>
  `<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
  <qti-correct-response><qti-value>${correct}</qti-value></qti-correct-response>
</qti-response-declaration>`;

/**
 * A QTI 3.0 hotspot item: a paragraph of text, the image (its <img> tag as written) and rectangle
 * choices (identifier to "left,top,right,bottom"), `correct` the right one.
 */
export function qti3HotspotItem(
  title: string,
  text: string,
  image: string,
  rectangles: Record<string, string>,
  correct: string,
): string {
  const choices = Object.entries(rectangles)
    .map(([identifier, coords]) => `<qti-hotspot-choice shape="rect" coords="${coords}" identifier="${identifier}"/>`)
    .join('\n    ');
  return qti3Item(
    title,
    `${qti3IdentifierResponse(correct)}
<qti-item-body><p>${text}</p>
  <qti-hotspot-interaction response-identifier="RESPONSE" max-choices="1">
    ${image}
    ${choices}
  </qti-hotspot-interaction>
</qti-item-body>`,
  );
}

/** A QTI 2.1 item around the declarations and body. */
export function qti21Item(title: string, inner: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="item" title="${title}" adaptive="false" timeDependent="false">
${inner}
</assessmentItem>`;
}
