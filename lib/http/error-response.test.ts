import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { errorResponse, internalError } from "./error-response";

describe("error responses", () => {
  it("render the API body with details and the Bearer challenge for token errors", async () => {
    const response = errorResponse(
      new ApiError("invalid_token", "Bad token.", { token: ["expired"] }),
      "api",
      new Headers({ "X-Request-Id": "r-123456789" }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
    expect(await response.json()).toEqual({
      error: "Bad token.",
      error_code: "invalid_token",
      details: { token: ["expired"] },
    });
  });

  it("render RFC 6749 bodies for the token endpoints, mapping validation errors to invalid_request naming the field", async () => {
    const response = errorResponse(
      ApiError.validation({ grant_type: ["Required."] }),
      "oauth",
      new Headers(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid_request",
      error_description: "The request is not valid. grant_type: Required.",
    });
  });

  it("never show a stack trace or SQL in a 5xx body", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error('relation "secret_table" does not exist\n    at Query.run (pg.js:1:1)');
    const response = errorResponse(internalError(failure, "req-abcdefgh"), "api", new Headers());
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(text).not.toMatch(/secret_table|at Query|pg\.js/);
    expect(JSON.parse(text)).toEqual({
      error: expect.stringContaining("req-abcdefgh"),
      error_code: "internal_error",
    });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
