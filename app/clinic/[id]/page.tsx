import type { Metadata } from "next";
import { detailPageMetadata, loadDetail } from "@/components/detail/detail-data";
import { StandardDetail } from "@/components/detail/standard-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailPageMetadata("clinic", (await params).id);
}

export default async function ClinicPage({ params }: Props) {
  const data = await loadDetail("clinic", (await params).id);
  return <StandardDetail {...data} />;
}
