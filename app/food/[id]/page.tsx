import type { Metadata } from "next";
import { detailPageMetadata, loadDetail } from "@/components/detail/detail-data";
import { FoodDetail } from "@/components/detail/food-detail";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailPageMetadata("food", (await params).id);
}

export default async function FoodPage({ params }: Props) {
  const data = await loadDetail("food", (await params).id);
  return <FoodDetail {...data} />;
}
