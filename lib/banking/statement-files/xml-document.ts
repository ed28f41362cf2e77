import { XMLParser, type XMLMetaData } from "fast-xml-parser";
import { SyntaxValidator } from "fast-xml-validator";
import { StatementFileError } from "./statement-file-error";
import { LineIndex } from "./statement-text";

/** An element as fast-xml-parser gives it: text under "#text", attributes under "@_name", children by name. */
export type XmlElement = { [name: string]: XmlElement | XmlElement[] | string | undefined };

const META = XMLParser.getMetaDataSymbol() as unknown as symbol;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/;

/**
 * Well-formed XML of a bank file as elements that remember their line. fast-xml-validator refuses what is not
 * well-formed, naming the line; fast-xml-parser then builds the tree. Entities are decoded here (only XML's five and
 * character references: a DOCTYPE, and with it entity expansion, is refused outright, as no bank file has one).
 */
export class XmlDocument {
  readonly root: XmlElement;
  private readonly lines: LineIndex;

  constructor(
    xml: string,
    readonly rootName: string,
    /** Elements that may repeat, always given as arrays. */
    repeating: readonly string[],
  ) {
    this.lines = new LineIndex(xml);
    const doctype = /<!DOCTYPE/i.exec(xml);
    if (doctype)
      throw new StatementFileError(
        "A DOCTYPE is not allowed in a bank file.",
        this.lines.lineAt(doctype.index),
      );
    const badEntity = ENTITY.exec(xml);
    if (badEntity) {
      throw new StatementFileError(
        `"&" must start one of XML's entities, such as &amp; (found "${/^&[^\s;<]{0,10};?/.exec(xml.slice(badEntity.index))![0]}").`,
        this.lines.lineAt(badEntity.index),
      );
    }
    try {
      SyntaxValidator.validate(xml, { xmlDeclaraion: { optional: true, argPosition: false } });
    } catch (error) {
      const { line, message } = error as { line?: number; message: string };
      throw new StatementFileError(`Not well-formed XML: ${message}`, typeof line === "number" ? line : 1);
    }
    const repeatingNames = new Set(repeating);
    const parsed = new XMLParser({
      captureMetaData: true,
      ignoreAttributes: false,
      removeNSPrefix: true,
      parseTagValue: false,
      parseAttributeValue: false,
      processEntities: false,
      alwaysCreateTextNode: true,
      trimValues: true,
      isArray: (name) => repeatingNames.has(name),
    }).parse(xml) as XmlElement;
    const rootNames = Object.keys(parsed).filter((name) => !name.startsWith("?"));
    if (rootNames.length !== 1 || rootNames[0] !== rootName) {
      throw new StatementFileError(
        rootNames.length > 1
          ? "The file has more than one root element."
          : `The document is not a <${rootName}>.`,
        1,
      );
    }
    this.root = parsed[rootName] as XmlElement;
  }

  /** 1-based line where the element starts. */
  lineOf(element: XmlElement | undefined, fallback: number): number {
    const meta = element
      ? ((element as Record<symbol, XMLMetaData | undefined>)[META] ?? undefined)
      : undefined;
    return meta?.startIndex === undefined ? fallback : this.lines.lineAt(meta.startIndex);
  }
}

/** A child element (the first, when it repeats). */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  const value = element?.[name];
  if (value === undefined || typeof value === "string") return undefined;
  return Array.isArray(value) ? value[0] : value;
}

/** All children of that name. */
export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  const value = element?.[name];
  if (value === undefined || typeof value === "string") return [];
  return Array.isArray(value) ? value : [value];
}

/** Follows a path of child names. */
export function descend(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  return path.reduce<XmlElement | undefined>((current, name) => child(current, name), element);
}

/** The decoded text of the element at `path`, undefined when absent or empty. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string | undefined {
  const target = descend(element, ...path);
  const text = target?.["#text"];
  return typeof text === "string" && text !== "" ? decodeEntities(text) : undefined;
}

export function attributeOf(element: XmlElement | undefined, name: string): string | undefined {
  const value = element?.[`@_${name}`];
  return typeof value === "string" ? decodeEntities(value) : undefined;
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, name: string) => {
    if (!name.startsWith("#")) return NAMED[name]!;
    const code = name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
  });
}
