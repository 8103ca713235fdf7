import WordExtractor from 'word-extractor';
import { ExtractionError, type ExtractedDocument, type ExtractionLimits } from './types.ts';

/** Word 97-2003 (.doc) through word-extractor: the body text, paragraphs separated by line breaks. */
export async function extractDoc(path: string, limits: ExtractionLimits): Promise<ExtractedDocument> {
  let text: string;
  try {
    const document = await new WordExtractor().extract(path);
    text = document.getBody();
  } catch {
    throw new ExtractionError('The Word document is damaged or not a Word 97-2003 file and could not be read');
  }
  if (text.length > limits.maxTextCharacters) {
    throw new ExtractionError(`The document has more than ${limits.maxTextCharacters} characters of text`);
  }
  // Word ends every paragraph with one line break; chunking reads paragraphs as blank-line separated.
  return { format: 'DOC', text: text.replace(/\r\n?/g, '\n').replace(/\n/g, '\n\n'), title: null };
}
