import { describe, expect, it } from "vitest";
import { isApiError } from "../http/api-error";
import { assertAllowedWebhookUrl } from "./endpoint-url";
import { isPrivateAddress } from "./private-address";

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "not an address",
  ])("%s is private", (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(["8.8.8.8", "172.32.0.1", "93.184.216.34", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "%s is public",
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});

describe("assertAllowedWebhookUrl", () => {
  const strict = { allowLocalTargets: false };
  const refusal = (url: string, config = strict) => {
    try {
      assertAllowedWebhookUrl(url, config);
      return undefined;
    } catch (error) {
      if (!isApiError(error)) throw error;
      return error.details?.url?.[0];
    }
  };

  it.each([
    ["http://hooks.example.com/in", "Must be an https URL."],
    ["https://127.0.0.1/in", "Must not be a private, loopback or link-local address."],
    ["https://[::1]/in", "Must not be a private, loopback or link-local address."],
    ["https://localhost/in", "Must not be a private, loopback or link-local address."],
    ["https://169.254.169.254/latest", "Must not be a private, loopback or link-local address."],
    ["https://user:pw@hooks.example.com/in", "Must not carry a user name or password."],
  ])("refuses %s", (url, message) => expect(refusal(url)).toBe(message));

  it("accepts a public https URL, and local http targets only when allowed", () => {
    expect(refusal("https://hooks.example.com/in")).toBeUndefined();
    expect(refusal("http://127.0.0.1:3550/in", { allowLocalTargets: true })).toBeUndefined();
  });
});
