import type { Metadata } from "next";
import { detailPageMetadata, loadDetail } from "@/components/detail/detail-data";
import { StandardDetail } from "@/components/detail/standard-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailPageMetadata("wearable", (await params).id);
}

export default async function WearablePage({ params }: Props) {
  const data = await loadDetail("wearable", (await params).id);
  return <StandardDetail {...data} />;
}
