import type { ReactNode } from "react";
import { MenuGuard } from "@/components/embed/menu-guard";
import { sectionMetadata } from "@/lib/embed/page-metadata";

export const generateMetadata = sectionMetadata((m) => m.menu.ledger);

export default async function Layout({
  params,
  children,
}: {
  params: Promise<{ business_id: string }>;
  children: ReactNode;
}) {
  return (
    <MenuGuard businessId={(await params).business_id} section="ledger/">
      {children}
    </MenuGuard>
  );
}
