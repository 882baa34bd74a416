// Multi-line conditions and statements, braceless bodies on the next line, ternaries and ?? / ||.
function pick(config, env) {
  // prettier-ignore
  const port =
    config.port ??
    (env.PORT ? Number(env.PORT) : 8080);
  // prettier-ignore
  if (
    port < 1024 &&
    !config.allowPrivileged
  ) {
    return null;
  }
  let mode;
  // prettier-ignore
  if (env.NODE_ENV === 'production')
    mode = 'prod';
  else if (env.NODE_ENV === 'test')
    mode = 'test';
  else
    mode = 'dev';
  let checksum = 0;
  // prettier-ignore
  for (
    let i = 0;
    i < mode.length;
    i++
  ) {
    checksum += mode.charCodeAt(i);
  }
  const name = config.name || `app${checksum % 7}`;
  return {
    port,
    mode,
    name,
  };
}

console.log(JSON.stringify(pick({ port: 80 }, {})));
console.log(JSON.stringify(pick({ name: 'svc' }, { PORT: '3000', NODE_ENV: 'test' })));
console.log(
  JSON.stringify(pick({ port: 9000, allowPrivileged: true }, { NODE_ENV: 'production' })),
);
