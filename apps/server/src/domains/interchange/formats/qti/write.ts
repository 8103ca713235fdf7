import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ExportedPackage, ExportQuiz } from '../format.ts';
import { droppedFieldNotes, writeInOrder } from '../write-in-order.ts';
import { MANIFEST } from './read-package.ts';
import {
  itemParts,
  itemXml,
  QTI_EXPORT_MESSAGES,
  QTI_NAMESPACE,
  XML_DECLARATION,
  type PackedImage,
} from './write-item.ts';
import { escapeXml } from './xml.ts';

const CP_NAMESPACE =
  'xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1 https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqtiv3p0_imscpv1p2_v1p0.xsd"';
const TEST_FILE = 'test.xml';

interface WrittenItem {
  readonly identifier: string;
  readonly path: string;
  readonly image?: PackedImage;
}

function manifestXml(items: readonly WrittenItem[]): string {
  const test =
    items.length === 0
      ? ''
      : `<resource identifier="test" type="imsqti_test_xmlv3p0" href="${TEST_FILE}"><file href="${TEST_FILE}"/>${items
          .map((item) => `<dependency identifierref="${item.identifier}"/>`)
          .join('')}</resource>`;
  const resources = items.map(
    (item) =>
      `<resource identifier="${item.identifier}" type="imsqti_item_xmlv3p0" href="${item.path}"><file href="${item.path}"/>${
        item.image ? `<file href="${escapeXml(item.image.path)}"/>` : ''
      }</resource>`,
  );
  return [
    XML_DECLARATION,
    `<manifest ${CP_NAMESPACE} identifier="quizmaker-export">`,
    '<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>',
    '<organizations/>',
    `<resources>${test}${resources.join('')}</resources>`,
    '</manifest>',
    '',
  ].join('\n');
}

function testXml(title: string, items: readonly WrittenItem[]): string {
  const refs = items
    .map((item) => `<qti-assessment-item-ref identifier="${item.identifier}" href="${item.path}"/>`)
    .join('');
  return [
    XML_DECLARATION,
    `<qti-assessment-test ${QTI_NAMESPACE} identifier="test" title="${escapeXml(title)}">`,
    `<qti-test-part identifier="part-1" navigation-mode="linear" submission-mode="individual">`,
    `<qti-assessment-section identifier="section-1" title="${escapeXml(title)}" visible="true">${refs}</qti-assessment-section>`,
    '</qti-test-part>',
    '</qti-assessment-test>',
    '',
  ].join('\n');
}

/**
 * A quiz as a QTI 3.0 package: imsmanifest.xml, a test listing the items in quiz order, one item
 * file per question and the hotspot images. Questions QTI cannot hold here are skipped with the reason.
 */
export function writeQtiPackage(quiz: ExportQuiz): ExportedPackage {
  const files: Zippable = {};
  const items: WrittenItem[] = [];
  const { skipped, warnings } = writeInOrder(quiz.questions, (question, mapped, index) => {
    const parts = itemParts(mapped.body, question.questionText, quiz.media);
    if ('skip' in parts) {
      return { skip: parts.skip };
    }
    const item: WrittenItem = {
      identifier: `item-${index}`,
      path: `items/item-${index}.xml`,
      ...(parts.image ? { image: parts.image } : {}),
    };
    files[item.path] = strToU8(itemXml(item.identifier, `Question ${index}`, parts, question.explanation));
    if (parts.image) {
      files[parts.image.path] = parts.image.bytes;
    }
    items.push(item);
    return { notes: [...mapped.notes, ...droppedFieldNotes(question, QTI_EXPORT_MESSAGES)] };
  });
  files[MANIFEST] = strToU8(manifestXml(items));
  if (items.length > 0) {
    files[TEST_FILE] = strToU8(testXml(quiz.settings.title, items));
  }
  return { bytes: zipSync(files), skipped, warnings };
}
