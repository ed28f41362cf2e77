import { StatementFileError } from "./statement-file-error";
import { LineIndex } from "./statement-text";

interface OpenElement {
  name: string;
  line: number;
  hasChildren: boolean;
  hasText: boolean;
}

const MARKUP = /<(\/?)([A-Za-z][A-Za-z0-9_.:-]*)\s*>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|</g;
/** Aggregates a statement file holds: never a value, so text right inside one is misplaced, not a leaf's value. */
const AGGREGATES = new Set([
  "OFX",
  "SIGNONMSGSRSV1",
  "SONRS",
  "STATUS",
  "FI",
  "BANKMSGSRSV1",
  "STMTTRNRS",
  "STMTRS",
  "BANKACCTFROM",
  "BANKTRANLIST",
  "STMTTRN",
  "PAYEE",
  "CURRENCY",
  "ORIGCURRENCY",
  "LEDGERBAL",
  "AVAILBAL",
  "CREDITCARDMSGSRSV1",
  "CCSTMTTRNRS",
  "CCSTMTRS",
  "CCACCTFROM",
]);
const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g;

/**
 * An OFX file's markup (from <OFX> on; the header before it blanked) as XML. OFX 1.x is SGML: a leaf element (<TRNAMT>-12.50) need not be
 * closed, while aggregates (<STMTTRN> … </STMTTRN>) always are. Each unclosed leaf gets its closing tag right after
 * its value, on the same line, so the XML's line numbers are the file's; a closed leaf (OFX 2.x, or SGML written
 * that way) is left as it is, and an empty leaf (<MEMO> alone) is closed with its parent. A closing tag that closes
 * nothing open, text outside a leaf, or an aggregate left open is refused with its line.
 */
export function ofxSgmlToXml(body: string): string {
  const lines = new LineIndex(body);
  const stack: OpenElement[] = [];
  let output = "";
  let position = 0;
  for (const match of body.matchAll(MARKUP)) {
    const textStart = position;
    const text = body.slice(position, match.index);
    const [markup, slash, name] = match;
    position = match.index + markup.length;
    const top = stack.at(-1);
    if (text.trim() !== "") {
      if (!top || top.hasChildren || top.hasText || AGGREGATES.has(top.name)) {
        const at = lines.lineAt(textStart + text.search(/\S/));
        throw new StatementFileError(`Text "${text.trim().slice(0, 40)}" outside any element.`, at);
      }
      top.hasText = true;
    }
    if (top?.hasText) {
      stack.pop();
      if (slash && name === top.name) {
        output += escapeText(text) + markup;
        continue;
      }
      const value = text.trimEnd();
      output += `${escapeText(value)}</${top.name}>${text.slice(value.length)}`;
    } else {
      output += text;
    }
    const line = lines.lineAt(match.index);
    if (name === undefined) {
      if (markup === "<") throw new StatementFileError('A "<" that starts no OFX tag.', line);
      output += markup.replace(/[^\r\n]/g, ""); // a comment or processing instruction: only its line breaks stay
    } else if (slash) {
      output += closeThrough(stack, name, line) + markup;
    } else {
      const parent = stack.at(-1);
      if (parent) parent.hasChildren = true;
      stack.push({ name, line, hasChildren: false, hasText: false });
      output += markup;
    }
  }
  const rest = body.slice(position);
  // A file cut short: the fault is at its end, and the innermost open aggregate says where the cut fell.
  const unclosed = stack.findLast((element) => element.hasChildren);
  if (unclosed) {
    throw new StatementFileError(
      `The file ends before <${unclosed.name}> (line ${unclosed.line}) is closed; is it complete?`,
      lines.lineAt(body.trimEnd().length),
    );
  }
  if (rest.trim() !== "") {
    throw new StatementFileError("Text after the last tag.", lines.lineAt(position + rest.search(/\S/)));
  }
  return (
    output +
    stack
      .reverse()
      .map((element) => `</${element.name}>`)
      .join("") +
    rest
  );
}

/** Pops through the open element `name`: only empty leaves may stand above it. Returns their closing tags. */
function closeThrough(stack: OpenElement[], name: string, line: number): string {
  let closing = "";
  for (let element = stack.at(-1); element; element = stack.at(-1)) {
    if (element.name === name) {
      stack.pop();
      return closing;
    }
    if (element.hasChildren) {
      throw new StatementFileError(
        `</${name}> where <${element.name}> (line ${element.line}) must close first.`,
        line,
      );
    }
    closing += `</${element.name}>`;
    stack.pop();
  }
  throw new StatementFileError(`</${name}> closes nothing open.`, line);
}

/** SGML values may hold a bare "&" (AT&T); XML needs it as &amp; unless it already starts an entity. */
function escapeText(value: string): string {
  return value.replace(BARE_AMPERSAND, "&amp;");
}
