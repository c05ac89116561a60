import { detailRoutePage } from "@/app/_detail/detail-route-page";
import { FoodDetail } from "@/components/detail/food-detail";

const page = detailRoutePage("food", FoodDetail);

export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
