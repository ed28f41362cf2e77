import os from "node:os";
import { defineScenario } from "../scenario";
import { seedBillHistory } from "./bill-history-seed";
import { benchBillLine } from "./bill-create";

const BILLS_PER_BATCH = 500;
const BATCH_TARGET = 1_500;
const SINGLE_TO_FLOOR_TARGET = 0.35;

/**
 * Issue 15: POST /bills/batch/ with 500 new, approved bills of 5 lines each per request (the bill-create scenario's
 * bill), two batches in flight at a time. Prints bills/s and the two targets, as ratios of figures measured
 * in this same run: batched bills/s against 1,500, and single creates (bill-create) against the HTTP floor
 * (http-floor) against 0.35. Run it with those two: BENCH_SCENARIOS=http-floor,bill-create,bill-batch.
 */
export default defineScenario({
  name: "bill-batch",
  description: `POST /businesses/{business_id}/bills/batch/ — ${BILLS_PER_BATCH} bills of 5 lines, approved`,
  seed: seedBillHistory,
  setup: async (ctx) => ({ businessToken: await ctx.businessToken() }),
  async run(ctx, { businessToken }) {
    let batchNo = 0;
    const runId = Date.now().toString(36);
    const lines = [1, 2, 3, 4, 5].map(benchBillLine);
    const measurement = await ctx.measure(`POST /bills/batch/ (${BILLS_PER_BATCH} bills, requests/s)`, {
      path: `/v1/platform/businesses/${ctx.businessId}/bills/batch/`,
      method: "POST",
      connections: 2,
      // A batch takes far longer than a single request: a longer window and timeout, so whole batches are counted.
      seconds: 20,
      timeout: 60,
      headers: { Authorization: `Bearer ${businessToken}`, "Content-Type": "application/json" },
      requests: [
        {
          setupRequest: (request) => {
            batchNo++;
            const items = Array.from({ length: BILLS_PER_BATCH }, (_, n) => ({
              external_id: `bench-batch-${runId}-${batchNo}-${n}`,
              vendor_external_id: `bench-vendor-${n % 50}`,
              bill_date: "2026-06-01",
              approved_at: "2026-06-01T12:00:00Z",
              line_items: lines,
            }));
            return { ...request, body: JSON.stringify({ items }) };
          },
        },
      ],
    });
    const billsPerSecond = Math.round(measurement.requestsPerSecond * BILLS_PER_BATCH);
    ctx.figure(
      "batched bills/s (500 bills of 5 lines, approved)",
      billsPerSecond,
      "bills/s",
      `≥ ${BATCH_TARGET}`,
    );
    ctx.figure("batched bills/s ÷ 1,500", round(billsPerSecond / BATCH_TARGET), "ratio", "≥ 1");
    // What a bill costs in CPU, in the app and in PostgreSQL, and from it the most these cores could store were the
    // two alone on them and never idle: whether a target is within this machine's reach at all.
    const cpu = measurement.cpuMsPerRequest;
    if (cpu?.server !== undefined && cpu.postgres !== undefined) {
      const perBill = (ms: number) => round(ms / BILLS_PER_BATCH);
      ctx.figure("CPU per batched bill: app server", perBill(cpu.server), "ms");
      ctx.figure("CPU per batched bill: PostgreSQL", perBill(cpu.postgres), "ms");
      const ceiling = (os.cpus().length * 1000) / (perBill(cpu.server) + perBill(cpu.postgres));
      ctx.figure(
        `batched bills/s these ${os.cpus().length} cores could do at most`,
        Math.round(ceiling),
        "bills/s",
      );
    }
    const rateOf = (scenario: string) =>
      ctx.measurements().find((row) => row.scenario === scenario)?.requestsPerSecond;
    const floor = rateOf("http-floor");
    const single = rateOf("bill-create");
    if (floor && single) {
      ctx.figure(
        "single bill create ÷ HTTP floor",
        round(single / floor),
        "ratio",
        `≥ ${SINGLE_TO_FLOOR_TARGET}`,
      );
    } else {
      console.log("bench: run http-floor and bill-create in the same run for the single-create ratio.");
    }
  },
});

const round = (value: number) => Math.round(value * 1000) / 1000;
