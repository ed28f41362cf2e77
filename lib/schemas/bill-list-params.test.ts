import { describe, expect, it } from "vitest";
import { listBillsQuerySchema } from "./bill";
import {
  billFilterErrors,
  billListApiQuery,
  emptyBillFilters,
  parseBillListParams,
} from "./bill-list-params";

const vendor = "0b9c3a57-7f4b-4b8e-9d55-1f2e3d4c5b6a";

describe("the bill list's URL", () => {
  it("reads GET /bills/'s parameters, in the API's status order, and the API accepts the query it makes", () => {
    const params = parseBillListParams(
      new URLSearchParams({
        status: "paid,received",
        vendor_id: vendor,
        due_at_start: "2025-04-01",
        due_at_end: "2025-04-30",
        search: " rye ",
        sort: "due_at",
        page: "3",
      }),
    );
    expect(params).toEqual({
      status: ["received", "paid"],
      vendor_id: vendor,
      due_at_start: "2025-04-01",
      due_at_end: "2025-04-30",
      search: "rye",
      sort: "due_at",
      page: 3,
    });
    const query = billListApiQuery(params, 20);
    expect(listBillsQuerySchema.safeParse(query).success).toBe(true);
    expect(query).toMatchObject({
      status: "received,paid",
      search: "rye",
      sort: "due_at",
      page: 3,
      page_size: 20,
    });
  });

  it("drops what the API would refuse rather than failing the page", () => {
    const params = parseBillListParams(
      new URLSearchParams({
        status: "bogus",
        vendor_id: "not-a-uuid",
        due_at_start: "2025-02-30",
        due_at_end: "soon",
        search: "x".repeat(201),
        sort: "vendor_name",
        page: "-1",
      }),
    );
    expect(params).toEqual({ ...emptyBillFilters(), sort: "-created_at", page: 1 });
    expect(listBillsQuerySchema.safeParse(billListApiQuery(params, 20)).success).toBe(true);
  });

  it("points out an empty due range and an over-long search", () => {
    expect(
      billFilterErrors({ ...emptyBillFilters(), due_at_start: "2025-05-01", due_at_end: "2025-04-30" }),
    ).toEqual({ due_at_end: "dateOrder" });
    expect(billFilterErrors({ ...emptyBillFilters(), search: "x".repeat(201) })).toEqual({
      search: "tooLong",
    });
  });
});
