import { detailRoutePage } from "@/app/_detail/detail-route-page";

const page = detailRoutePage("food");

export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
