import { z } from "zod";
import { uuidSchema } from "./common";
import { MENU_KEYS, type MenuKey, SUB_MENU_TABS, type SubMenuTab } from "./menu-tabs";

const flag = z.boolean({ error: "Must be true or false." });

/** An object of known keys only: an unknown one is 400 naming it and the keys that exist. */
function flagsOf<K extends string>(keys: readonly K[], what: string) {
  return z.strictObject(
    Object.fromEntries(keys.map((key) => [key, flag.optional()])) as Record<K, z.ZodOptional<typeof flag>>,
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown ${what}: ${issue.keys.join(", ")}. Known: ${keys.join(", ")}.`
          : `Must be an object of ${what} to true or false.`,
    },
  );
}

/** PUT body: replaces the whole configuration; a key left out is enabled. */
export const menuConfigInputSchema = z
  .strictObject(
    {
      menu: flagsOf(MENU_KEYS, "menu keys"),
      sub_menu_tabs: flagsOf(SUB_MENU_TABS, "sub_menu_tabs keys").optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown fields: ${issue.keys.join(", ")}. Known: menu, sub_menu_tabs.`
          : "Must be an object with menu and sub_menu_tabs.",
    },
  )
  .meta({ id: "MenuConfigInput" });
export type MenuConfigInput = z.output<typeof menuConfigInputSchema>;

export const MENU_CONFIG_SOURCES = ["business", "partner", "default"] as const;
export type MenuConfigSource = (typeof MENU_CONFIG_SOURCES)[number];

const allFlags = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, flag])) as Record<K, typeof flag>);

export const menuConfigSchema = z
  .object({
    business_id: uuidSchema.nullable().meta({ description: "Null on the partner's default." }),
    source: z.enum(MENU_CONFIG_SOURCES).meta({
      description:
        "Where the flags come from: the business's own configuration, its partner's default, or the default " +
        "(every tab enabled).",
    }),
    menu: allFlags(MENU_KEYS),
    sub_menu_tabs: allFlags(SUB_MENU_TABS).meta({
      description: "A sub-tab shows when it and its main tab are both true.",
    }),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "MenuConfig" });
export type MenuConfigResponse = z.output<typeof menuConfigSchema>;
export type { MenuKey, SubMenuTab };
