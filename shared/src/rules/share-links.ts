/** Where a share button sends the user: WhatsApp, Facebook and X (Twitter) share intents. */
export interface ShareLinks {
  whatsapp: string;
  facebook: string;
  twitter: string;
}

/** Share-intent URLs for a page; `url` must be absolute so the shared link works outside the site. */
export function shareLinks(url: string, text: string): ShareLinks {
  const u = encodeURIComponent(url);
  const message = text.trim() ? `${text.trim()} ${url}` : url;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text.trim())}`,
  };
}
