import { detailRoutePage } from "@/app/_detail/detail-route-page";
import { BrandDetail } from "@/components/detail/brand-detail";

const page = detailRoutePage("brand", BrandDetail);

export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
