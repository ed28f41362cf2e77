import { Suspense } from "react";
import { JournalList } from "@/components/console/journal-list";

export default function JournalPage() {
  return (
    <Suspense>
      <JournalList />
    </Suspense>
  );
}
