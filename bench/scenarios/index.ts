/** The scenario registry, run in this order. Add new scenarios here. */
import type { Scenario } from "../scenario";
import businessToken from "./business-token";
import getBusiness from "./get-business";
import partnerToken from "./partner-token";

export const scenarios: Scenario[] = [partnerToken, businessToken, getBusiness];
