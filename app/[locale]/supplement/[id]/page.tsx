import { detailRoutePage } from "@/components/detail/detail-route";

const page = detailRoutePage("supplement");

export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
