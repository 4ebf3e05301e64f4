// A strict XML reading (saxes) of an SVG document, for the tests of the pictures the server draws.
import { SaxesParser } from 'saxes';

/** The XML errors of `text` (none for a well-formed document whose root is <svg> in the SVG namespace). */
export function xmlErrors(text: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  const elements: { local: string; uri: string }[] = [];
  parser.on('error', (error) => {
    errors.push(error.message);
  });
  parser.on('opentag', (tag) => {
    elements.push({ local: tag.local, uri: tag.uri });
  });
  parser.write(text).close();
  const [root] = elements;
  if (root === undefined) errors.push('no root element');
  else if (root.local !== 'svg' || root.uri !== 'http://www.w3.org/2000/svg') {
    errors.push(`the root is {${root.uri}}${root.local}, not an SVG`);
  }
  return errors;
}
