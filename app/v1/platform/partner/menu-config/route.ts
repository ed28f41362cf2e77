import {
  deletePartnerMenuConfigEndpoint,
  getPartnerMenuConfigEndpoint,
  putPartnerMenuConfigEndpoint,
} from "@/lib/contracts/menu-config";
import { apiRoute, handle } from "@/lib/http/route";
import {
  deletePartnerMenuConfig,
  partnerMenuConfig,
  putPartnerMenuConfig,
} from "@/lib/menu-config/menu-config";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getPartnerMenuConfigEndpoint, async ({ db, caller }) => ({
    body: await partnerMenuConfig(db, caller.partnerId),
  })),
  PUT: handle(putPartnerMenuConfigEndpoint, async ({ db, caller, body }) => ({
    body: await putPartnerMenuConfig(db, caller.partnerId, body),
  })),
  DELETE: handle(deletePartnerMenuConfigEndpoint, async ({ db, caller }) => ({
    body: await deletePartnerMenuConfig(db, caller.partnerId),
  })),
});
