import type { Metadata } from "next";
import { detailPageMetadata, loadDetail } from "@/components/detail/detail-data";
import { StandardDetail } from "@/components/detail/standard-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailPageMetadata("lab", (await params).id);
}

export default async function LabPage({ params }: Props) {
  const data = await loadDetail("lab", (await params).id);
  return <StandardDetail {...data} />;
}
