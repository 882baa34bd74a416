// Multi-line conditions and statements, braceless bodies on the next line, ternaries and ?? / ||.
function pick(config, env) {
  const port = config.port ?? (env.PORT ? Number(env.PORT) : 8080);
  if (port < 1024 && !config.allowPrivileged) {
    return null;
  }
  let mode;
  if (env.NODE_ENV === 'production') mode = 'prod';
  else if (env.NODE_ENV === 'test') mode = 'test';
  else mode = 'dev';
  const name = config.name || 'app';
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
