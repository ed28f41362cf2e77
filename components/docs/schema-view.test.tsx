import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SchemaView } from "./schema-view";

describe("SchemaView", () => {
  it("expands a recursive component once, then names it", () => {
    const components = {
      Node: {
        type: "object",
        properties: {
          code: { type: "string" },
          sub_accounts: { type: "array", items: { $ref: "#/components/schemas/Node" } },
        },
      },
    };
    const html = renderToStaticMarkup(
      <SchemaView schema={{ $ref: "#/components/schemas/Node" }} components={components} />,
    );
    expect(html.match(/<code class="font-semibold">code<\/code>/g)).toHaveLength(1);
    expect(html).toContain("(each a Node, as above)");
  });
});
