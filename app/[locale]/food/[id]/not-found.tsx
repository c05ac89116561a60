import { DetailNotFound } from "@/components/detail/detail-not-found";

export default function NotFound() {
  return <DetailNotFound route="food" />;
}
