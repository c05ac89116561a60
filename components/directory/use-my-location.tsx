"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { roundForCity, type NearPlace } from "@/lib/directory/near";

type Status = { type: "idle" } | { type: "locating" } | { type: "failed"; message: Failure };

type Failure = "unsupported" | "denied" | "unavailable" | "timeout" | "noTown" | "failed";

function positionMessage(error: GeolocationPositionError): Failure {
  if (error.code === error.PERMISSION_DENIED) return "denied";
  if (error.code === error.TIMEOUT) return "timeout";
  return "unavailable";
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    // A city is all it needs: no high accuracy, and a position up to ten minutes old will do.
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 600_000,
    }),
  );
}

/**
 * "Use my location": asks the browser for the visitor's position only when pressed, rounds it to 0.1° at once, and
 * asks the server for the nearest city. Only that city goes any further (into the page's URL); the position is
 * neither stored nor sent more precisely than that.
 */
export function UseMyLocation({ onPlace }: { onPlace: (place: NearPlace) => void }) {
  const [status, setStatus] = useState<Status>({ type: "idle" });
  const t = useTranslations("near.locate");
  const messageId = useId();

  async function locate() {
    if (!("geolocation" in navigator)) {
      setStatus({ type: "failed", message: "unsupported" });
      return;
    }
    setStatus({ type: "locating" });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      setStatus({ type: "failed", message: positionMessage(error as GeolocationPositionError) });
      return;
    }
    const lat = roundForCity(position.coords.latitude);
    const lng = roundForCity(position.coords.longitude);
    try {
      const place = await apiRequest<NearPlace>("GET", `/api/places/nearest?lat=${lat}&lng=${lng}`);
      setStatus({ type: "idle" });
      onPlace(place);
    } catch (error) {
      const noTown = error instanceof Error && error.message.startsWith("404:");
      setStatus({ type: "failed", message: noTown ? "noTown" : "failed" });
    }
  }

  const locating = status.type === "locating";
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        onClick={() => void locate()}
        disabled={locating}
        aria-busy={locating}
        aria-describedby={status.type === "failed" ? messageId : undefined}
        data-testid="use-my-location"
      >
        <Icon name={locating ? "loader-2" : "locate-fixed"} className={locating ? "animate-spin" : undefined} />
        {locating ? t("finding") : t("use")}
      </Button>
      <p id={messageId} role="status" className="text-sm text-red-700" data-testid="location-message">
        {status.type === "failed" ? t(status.message) : ""}
      </p>
    </div>
  );
}
