import net from 'node:net';

/**
 * Just enough of PostgreSQL's wire protocol on a loopback port to connect (trust auth) and answer
 * simple queries with no rows; `dropOnQuery` closes the connection when a query arrives instead,
 * and `dropAll` closes every open connection, as a server restart does to idle ones.
 */
export class FakePgServer {
  dropOnQuery = false;
  private readonly server = net.createServer((socket) => this.serve(socket));
  private readonly sockets = new Set<net.Socket>();

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  get open(): number {
    return this.sockets.size;
  }

  dropAll(): void {
    for (const s of this.sockets) s.destroy();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private serve(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let buf = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        if (!started) {
          if (buf.length < 4) return;
          const len = buf.readInt32BE(0);
          if (buf.length < len) return;
          buf = buf.subarray(len);
          started = true;
          socket.write(Buffer.concat([message('R', int32(0)), message('Z', Buffer.from('I'))]));
          continue;
        }
        if (buf.length < 5) return;
        const type = String.fromCharCode(buf[0]!);
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) return;
        buf = buf.subarray(1 + len);
        if (type === 'X') return void socket.end();
        if (type === 'Q') {
          if (this.dropOnQuery) return void socket.destroy();
          socket.write(Buffer.concat([message('C', Buffer.from('SELECT 0\0')), message('Z', Buffer.from('I'))]));
        }
      }
    });
  }
}

function int32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
}

function message(type: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
}
