import { describe, expect, it } from "vitest";
import { ofxSgmlToXml } from "./ofx-sgml-to-xml";

describe("ofxSgmlToXml", () => {
  it("closes each unclosed leaf on its own line, keeping every line break", () => {
    const sgml = "<OFX>\r\n<STMTTRN>\r\n<TRNAMT>-12.50\r\n<NAME>AT&T\r\n</STMTTRN>\r\n</OFX>\r\n";
    const xml = ofxSgmlToXml(sgml);
    expect(xml).toBe(
      "<OFX>\r\n<STMTTRN>\r\n<TRNAMT>-12.50</TRNAMT>\r\n<NAME>AT&amp;T</NAME>\r\n</STMTTRN>\r\n</OFX>\r\n",
    );
    expect(xml.split("\n")).toHaveLength(sgml.split("\n").length);
  });

  it("leaves XML (OFX 2.x) and already closed leaves as they are", () => {
    const xml = "<OFX>\n  <STMTTRN><TRNAMT>-1.00</TRNAMT><NAME>A &amp; B</NAME></STMTTRN>\n</OFX>";
    expect(ofxSgmlToXml(xml)).toBe(xml);
  });

  it("reads leaves written on one line without line breaks (QFX)", () => {
    expect(ofxSgmlToXml("<OFX><STATUS><CODE>0<SEVERITY>INFO</STATUS></OFX>")).toBe(
      "<OFX><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS></OFX>",
    );
  });

  it("closes an empty leaf when its parent closes", () => {
    expect(ofxSgmlToXml("<OFX>\n<STMTTRN>\n<MEMO>\n</STMTTRN>\n</OFX>")).toBe(
      "<OFX>\n<STMTTRN>\n<MEMO>\n</MEMO></STMTTRN>\n</OFX>",
    );
  });

  it("drops comments and processing instructions but keeps their line breaks", () => {
    expect(ofxSgmlToXml("<OFX><!-- a\nb --><A>1\n</OFX>")).toBe("<OFX>\n<A>1</A>\n</OFX>");
  });

  it.each([
    [
      "<OFX>\n<STMTTRN>\n<TRNAMT>1\n</BANKTRANLIST>\n</OFX>",
      /^Line 4: <\/BANKTRANLIST> where <STMTTRN> \(line 2\) must close first/,
    ],
    [
      "<OFX>\n<A>\n<B>1\n</A>\n<C>x\n</C>\n</C>\n</OFX>",
      /^Line 7: <\/C> where <OFX> \(line 1\) must close first/,
    ],
    ["<OFX>\n<STMTTRN>\n<TRNAMT>1\n", /^Line 3: The file ends before <STMTTRN> \(line 2\) is closed/],
    [
      "<OFX>\n<STMTTRN>\nstray words\n<TRNAMT>1\n</STMTTRN>\n</OFX>",
      /^Line 3: Text "stray words" outside any element/,
    ],
    ["<OFX>\n<A>1\n</OFX>\ntrailing", /^Line 4: Text after the last tag/],
    ["<OFX>\n<A>1 < 2\n</OFX>", /^Line 2: A "<" that starts no OFX tag/],
  ])("refuses %j with the line", (sgml, message) => {
    expect(() => ofxSgmlToXml(sgml)).toThrow(message);
  });
});
