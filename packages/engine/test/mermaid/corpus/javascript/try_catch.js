function parseConfig(text) {
  let config;
  try {
    config = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof config !== 'object') throw new TypeError('not an object');
  for (const key in config) {
    if (!Object.hasOwn(config, key)) continue;
    if (key.startsWith('_')) delete config[key];
  }
  return config;
}
