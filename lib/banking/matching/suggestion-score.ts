import type { BankDirection, MatchCandidateType } from "../../schemas/bank-values";
import type { MatchSuggestion } from "../../schemas/bank-transaction";

/** A document that could explain a bank line, as the candidate queries read it (match-candidates.ts). */
export interface Candidate {
  type: MatchCandidateType;
  id: string;
  direction: BankDirection;
  openCents: number;
  date: string | null;
  counterpartyName: string | null;
  documentNumber: string | null;
  description: string;
  /** Days either side of the candidate's date that still count as near (a transfer lands within days, a bill later). */
  windowDays: number;
  /** A transfer's other side: a line of another bank account. */
  bankAccountId?: string;
}

export interface SuggestionLine {
  id: string;
  bankAccountId: string;
  date: string;
  direction: string;
  openCents: number;
  counterpartyName: string | null;
  merchantName: string | null;
  description: string | null;
  reference: string | null;
}

const DAY = 86_400_000;
export const daysBetween = (a: string, b: string) =>
  Math.round(Math.abs(Date.parse(a) - Date.parse(b)) / DAY);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);

/** A name is mentioned when one of its words (3 letters or more, not a company form) is a word of the line's text. */
const COMMON = new Set(["ltd", "inc", "llc", "gmbh", "the", "and", "plc", "corp", "company"]);
function mentions(lineText: string, name: string | null) {
  if (!name) return false;
  const lineWords = new Set(words(lineText));
  return words(name).some((word) => !COMMON.has(word) && lineWords.has(word));
}

/**
 * Scores a candidate for a line, 0–100 with the reasons (docs/banking.md): the amount (50 exact, 20 when the
 * candidate is less than the line, 10 when more), the date (25 the same day, up to 20 within the candidate's window),
 * the counterparty (15: a word of the candidate's name in the line's counterparty, merchant or description) and the
 * reference (10: the document number in the line's reference or description). Null when nothing but the direction
 * fits.
 */
export function scoreCandidate(line: SuggestionLine, candidate: Candidate): MatchSuggestion | null {
  if (candidate.direction !== line.direction || candidate.openCents <= 0) return null;
  if (candidate.bankAccountId === line.bankAccountId) return null;
  const reasons: string[] = [];
  let score = 0;
  const lineText = [line.counterpartyName, line.merchantName, line.description, line.reference]
    .filter(Boolean)
    .join(" ");
  if (candidate.openCents === line.openCents) {
    score += 50;
    reasons.push("amount_exact");
  } else {
    score += candidate.openCents < line.openCents ? 20 : 10;
    reasons.push("amount_partial");
  }
  const days = candidate.date ? daysBetween(line.date, candidate.date) : null;
  if (days === 0) {
    score += 25;
    reasons.push("date_same_day");
  } else if (days !== null && days <= candidate.windowDays) {
    score += Math.max(1, Math.round(20 * (1 - days / (candidate.windowDays + 1))));
    reasons.push("date_within_window");
  }
  if (mentions(lineText, candidate.counterpartyName)) {
    score += 15;
    reasons.push("counterparty_match");
  }
  const number = candidate.documentNumber?.toLowerCase();
  if (number && number.length >= 3 && lineText.toLowerCase().includes(number)) {
    score += 10;
    reasons.push("reference_match");
  }
  const isPlausible = reasons.includes("amount_exact") || reasons.includes("reference_match");
  if (!isPlausible) return null;
  return {
    type: candidate.type,
    id: candidate.id,
    score: Math.min(score, 100),
    reasons,
    amount_cents: candidate.openCents,
    date: candidate.date,
    date_difference_days: days,
    counterparty_name: candidate.counterpartyName,
    document_number: candidate.documentNumber,
    description: candidate.description,
  };
}

/** The best `limit` suggestions, highest score first, then the nearest date, then by id for a stable order. */
export function rankSuggestions(suggestions: MatchSuggestion[], limit: number): MatchSuggestion[] {
  return suggestions
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.date_difference_days ?? 1e9) - (b.date_difference_days ?? 1e9) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}
