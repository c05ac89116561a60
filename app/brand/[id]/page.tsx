import type { Metadata } from "next";
import { BrandDetail } from "@/components/detail/brand-detail";
import { brandPageMetadata, loadBrandDetail } from "@/components/detail/detail-data";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return brandPageMetadata((await params).id);
}

export default async function BrandPage({ params }: Props) {
  const data = await loadBrandDetail((await params).id);
  return <BrandDetail {...data} />;
}
