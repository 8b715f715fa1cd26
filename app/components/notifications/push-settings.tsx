import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { NOTIFICATIONS_TEXT as T } from "~/lib/notifications/notification-text";

type State = "checking" | "unsupported" | "blocked" | "off" | "on" | "open-only" | "working";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** What each state says, worded when it renders (never frozen in one language at load). */
const TEXT_FOR: Record<State, () => string> = {
  checking: () => "",
  on: () => T.pushIsOn,
  "open-only": () => T.pushOpenOnly,
  blocked: () => T.pushBlocked,
  unsupported: () => T.pushUnsupported,
  off: () => T.pushAsk,
  working: () => T.pushAsk,
};

/**
 * Turns this device's notifications on or off. The browser's permission is asked only when the
 * student presses the button (never on page load); once allowed, the browser subscribes to Web
 * Push with our VAPID key and the subscription is saved, so notifications arrive with the app
 * closed. Without JavaScript there is nothing to turn on, and nothing is shown.
 */
export function PushSettings({ publicKey }: { publicKey: string }) {
  const fetcher = useFetcher();
  const [state, setState] = useState<State>("checking");

  useEffect(() => {
    if (!("Notification" in window) || !("serviceWorker" in navigator) || !("PushManager" in window))
      return setState("unsupported");
    if (Notification.permission === "denied") return setState("blocked");
    void navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then((subscription) => setState(subscription && Notification.permission === "granted" ? "on" : "off"))
      .catch(() => setState("off"));
  }, []);

  const turnOn = async () => {
    setState("working");
    const permission = await Notification.requestPermission();
    if (permission !== "granted") return setState(permission === "denied" ? "blocked" : "off");
    try {
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const json = subscription.toJSON();
      fetcher.submit(
        {
          intent: "push-subscribe",
          endpoint: json.endpoint ?? "",
          p256dh: json.keys?.p256dh ?? "",
          auth: json.keys?.auth ?? "",
        },
        { method: "post" },
      );
      setState("on");
    } catch {
      // Permission given but no push service (some browsers, private windows): the open tab still shows them.
      setState("open-only");
    }
  };

  const turnOff = async () => {
    setState("working");
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) {
      fetcher.submit({ intent: "push-unsubscribe", endpoint: subscription.endpoint }, { method: "post" });
      await subscription.unsubscribe();
    }
    setState("off");
  };

  if (state === "checking") return null;
  return (
    <Card heading={T.pushHeading} headingId="push-heading" padding="sm" className="mt-4">
      <p className="mt-1 text-sm text-slate-600">{TEXT_FOR[state]()}</p>
      {state === "off" || state === "working" ? (
        <Button type="button" onClick={turnOn} disabled={state === "working"} className="mt-3">
          {T.pushTurnOn}
        </Button>
      ) : state === "on" ? (
        <Button variant="secondary" onClick={turnOff} className="mt-3">
          {T.pushTurnOff}
        </Button>
      ) : null}
    </Card>
  );
}
