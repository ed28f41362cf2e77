import {
  deleteMenuConfigEndpoint,
  getMenuConfigEndpoint,
  putMenuConfigEndpoint,
} from "@/lib/contracts/menu-config";
import { apiRoute, handle } from "@/lib/http/route";
import {
  deleteBusinessMenuConfig,
  effectiveMenuConfig,
  putBusinessMenuConfig,
} from "@/lib/menu-config/menu-config";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getMenuConfigEndpoint, async ({ db, business }) => ({
    body: await effectiveMenuConfig(db, business.id),
  })),
  PUT: handle(putMenuConfigEndpoint, async ({ db, business, body }) => ({
    body: await putBusinessMenuConfig(db, business.id, body),
  })),
  DELETE: handle(deleteMenuConfigEndpoint, async ({ db, business }) => ({
    body: await deleteBusinessMenuConfig(db, business.id),
  })),
});
