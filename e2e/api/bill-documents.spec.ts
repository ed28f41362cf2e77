import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import { billBody, bodyOf, counts, getOk, newBooks, post } from "../support/payables";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const exe = Buffer.concat([Buffer.from("MZ"), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])]);

/** The signed link without its origin: the test server speaks plain HTTP behind the X-Forwarded-Proto it is sent. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test.describe("bill documents (decisions.md §9)", () => {
  test("an uploaded PDF comes back through its signed link without a token; a tampered link is 403", async () => {
    const books = await newBooks();
    const bill = await bodyOf(
      await post(
        books,
        "/bills/",
        billBody({
          document: { file: pdf.toString("base64"), file_name: "invoice-7.pdf", upload_source: "email" },
        }),
      ),
      201,
    );
    expect(bill.document).toEqual({
      url: expect.stringMatching(
        new RegExp(
          `^https://127\\.0\\.0\\.1:\\d+/files/${books.businessId}/[0-9a-f-]{36}/\\?expires=\\d+&signature=[\\w-]+$`,
        ),
      ),
      expires_in: 900,
      document_id: expect.any(String),
      file_name: "invoice-7.pdf",
      file_size: pdf.length,
      mime_type: "application/pdf",
    });
    const file = await books.api.get(pathOf(bill.document.url));
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(await file.body())).toEqual(pdf);

    const url = new URL(bill.document.url);
    const signature = url.searchParams.get("signature")!;
    url.searchParams.set("signature", `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`);
    await expectError(await books.api.get(pathOf(url.toString())), 403, "forbidden");
    const later = new URL(bill.document.url);
    later.searchParams.set("expires", String(Number(later.searchParams.get("expires")) + 3600));
    await expectError(await books.api.get(pathOf(later.toString())), 403, "forbidden");
    await expectError(await books.api.get(new URL(bill.document.url).pathname), 403, "forbidden");

    const fetched = await getOk(books, `/bills/${bill.id}/`);
    expect(fetched.document).toMatchObject({
      document_id: bill.document.document_id,
      file_name: "invoice-7.pdf",
    });
    expect((await books.api.get(pathOf(fetched.document.url))).status()).toBe(200);
  });

  test("a data: URL upload is accepted and named after its type when no file_name is given", async () => {
    const books = await newBooks();
    const csv = Buffer.from("date;amount\n2025-03-10;3126\n");
    const bill = await bodyOf(
      await post(
        books,
        "/bills/",
        billBody({ document: { file: `data:text/csv;base64,${csv.toString("base64")}` } }),
      ),
      201,
    );
    expect(bill.document).toMatchObject({
      file_name: "purchase_invoice.csv",
      mime_type: "text/csv",
      file_size: csv.length,
    });
    const file = await books.api.get(pathOf(bill.document.url));
    expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
  });

  test("a disguised .exe is refused with 400 on document.file and nothing is stored", async () => {
    const books = await newBooks();
    const before = await counts(books);
    const response = await post(
      books,
      "/bills/",
      billBody({ document: { file: exe.toString("base64"), file_name: "invoice.pdf" } }),
    );
    const body = await expectError(response, 400, "validation_error");
    expect(Object.keys(body.details ?? {})).toEqual(["document.file"]);
    expect(await counts(books)).toEqual(before);
  });

  test("a file over 10 MB is 413 payload_too_large and nothing is stored", async () => {
    const books = await newBooks();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write("%PDF-1.4\n");
    const response = await post(books, "/bills/", billBody({ document: { file: big.toString("base64") } }));
    const body = await expectError(response, 413, "payload_too_large");
    expect(Object.keys(body.details ?? {})).toEqual(["document.file"]);
    expect((await getOk(books, "/bills/")).count).toBe(0);
  });
});
