import { m } from "~/paraglide/messages";

/** A short name for a browser, from its user agent: enough to recognise a device. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return m.site_device_unknown();
  const os = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iPhone"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS/.test(userAgent)
          ? "Mac"
          : /Linux/.test(userAgent)
            ? "Linux"
            : m.site_device_generic();
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\/|Opera/.test(userAgent)
      ? "Opera"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Firefox\//.test(userAgent)
          ? "Firefox"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : m.site_device_browser();
  return m.site_device_on({ browser, os });
}
