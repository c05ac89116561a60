import type { Metadata } from "next";
import { detailPageMetadata, loadDetail } from "@/components/detail/detail-data";
import { StandardDetail } from "@/components/detail/standard-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailPageMetadata("practitioner", (await params).id);
}

export default async function PractitionerPage({ params }: Props) {
  const data = await loadDetail("practitioner", (await params).id);
  return <StandardDetail {...data} />;
}
