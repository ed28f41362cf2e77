/** The part of s3rver (a fake S3 server for tests; it ships no types) that the storage tests use. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    /** 0: any free port (run() answers which). */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept. */
    directory?: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
