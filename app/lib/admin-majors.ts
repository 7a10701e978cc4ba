/** The admin editor of one major's description. */
export const majorEditPath = (level: string, code: string) =>
  `/admin/majors/${encodeURIComponent(level)}/${code}`;
