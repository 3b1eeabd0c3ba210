const hex = (n: number) => n.toString(16).padStart(2, '0');

/**
 * The RFC 6381 string of an H.264 track, `avc1.PPCCLL`, read from the `avcC` box of an MP4 or fMP4
 * initialisation segment: profile, constraint flags and level exactly as the encoder wrote them (ffprobe
 * reports profile and level but not the constraint flags, which Safari checks). Null when there is no avcC.
 */
export function avcCodecString(mp4: Uint8Array): string | null {
  for (let i = 4; i + 8 <= mp4.length; i++) {
    // 'avcC' preceded by a plausible box size, then configurationVersion 1.
    if (mp4[i] !== 0x61 || mp4[i + 1] !== 0x76 || mp4[i + 2] !== 0x63 || mp4[i + 3] !== 0x43) continue;
    const size =
      ((mp4[i - 4] ?? 0) << 24) | ((mp4[i - 3] ?? 0) << 16) | ((mp4[i - 2] ?? 0) << 8) | (mp4[i - 1] ?? 0);
    if (size < 15 || mp4[i + 4] !== 1) continue;
    return `avc1.${hex(mp4[i + 5] ?? 0)}${hex(mp4[i + 6] ?? 0)}${hex(mp4[i + 7] ?? 0)}`;
  }
  return null;
}

/** The RFC 6381 string of an AAC track from ffprobe's profile name (`LC`, `HE-AAC`, `HE-AACv2`). */
export function aacCodecString(profile: string | undefined): string {
  if (profile === 'HE-AACv2') return 'mp4a.40.29';
  if (profile === 'HE-AAC') return 'mp4a.40.5';
  return 'mp4a.40.2';
}
