import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error";
import { createCustomerSchema, updateCustomerSchema } from "../schemas/customer";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { createCustomer } from "./create-customer";
import { updateCustomer } from "./update-customer";

const test = setupTestDatabase();

describe("customers", () => {
  it("derives the display name until one is given; credit_limit in units or cents, null clears it", async () => {
    const { business } = await createTestBusiness(test.db);
    const customer = await createCustomer(
      test.db,
      business.id,
      createCustomerSchema.parse({ individual_name: "Ann Berg", credit_limit: 250.5 }),
    );
    expect(customer).toMatchObject({ displayName: "Ann Berg", creditLimitCents: 25_050 });
    const update = (fields: Record<string, unknown>) =>
      updateCustomer(test.db, business.id, customer.id, updateCustomerSchema.parse(fields));
    expect(await update({ company_name: "Berg AB" })).toMatchObject({ displayName: "Berg AB" });
    expect(await update({ display_name: "Ann at Berg" })).toMatchObject({ displayName: "Ann at Berg" });
    expect(await update({ company_name: "Berg & Co" })).toMatchObject({ displayName: "Ann at Berg" });
    expect(await update({ display_name: null })).toMatchObject({ displayName: "Berg & Co" });
    expect(await update({ credit_limit: null })).toMatchObject({ creditLimitCents: null });
    expect(await update({ credit_limit_cents: 100 })).toMatchObject({ creditLimitCents: 100 });
    const archived = await update({ is_archived: true });
    expect(archived.status).toBe("archived");
    expect((await update({ is_archived: true })).archivedAt).toEqual(archived.archivedAt);
    expect(await update({ is_archived: false })).toMatchObject({ status: "active", archivedAt: null });
  });

  it("an external_id another customer has is 409", async () => {
    const { business } = await createTestBusiness(test.db);
    const input = createCustomerSchema.parse({ company_name: "A", external_id: "x" });
    await createCustomer(test.db, business.id, input);
    const error = await createCustomer(test.db, business.id, input).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(409);
  });
});
