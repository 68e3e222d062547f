/** Stories and tests only: local vendor 'logos' as data: URLs (never a remote CDN). */
export const logo = (text: string, bg: string, fg = '#ffffff') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="24" viewBox="0 0 64 24"><rect width="64" height="24" rx="6" fill="${bg}"/><text x="32" y="16" font-family="sans-serif" font-size="11" font-weight="700" text-anchor="middle" fill="${fg}">${text}</text></svg>`,
  )}`;

export const sampleVendors = [
  { value: 'TCG_SEA', name: 'TCG', logo: logo('TCG', '#8a1c1c') },
  { value: 'PG', name: 'PG Soft', logo: logo('PG', '#1b4d8c') },
  { value: 'JILI', name: 'JILI', logo: logo('JILI', '#7a3fb0') },
  { value: 'FC', name: 'Fa Chai', logo: logo('FC', '#0f6b4f') },
  { value: 'JDB', name: 'JDB', logo: logo('JDB', '#a0521d') },
  { value: 'CQ9', name: 'CQ9', logo: logo('CQ9', '#2d2d7a') },
  { value: 'SPADE', name: 'Spadegaming', logo: logo('SG', '#444444') },
];
