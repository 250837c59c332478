/**
 * A real DNS server on loopback (dns2, UDP) answering A and CNAME records from a table the
 * test fills: domain verification resolves against it with node:dns, nothing is mocked.
 * Unknown names answer NXDOMAIN.
 */
import dns2 from 'dns2';

export interface LoopbackDns {
  /** '127.0.0.1:<port>', for DNS_SERVERS / the gateway config. */
  server: string;
  /** Sets (or, with undefined, removes) the records of a name. */
  set(name: string, records: { a?: string[]; cname?: string }): void;
  close(): Promise<void>;
}

export async function startLoopbackDns(): Promise<LoopbackDns> {
  const { Packet } = dns2;
  const table = new Map<string, { a?: string[]; cname?: string }>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question.name.toLowerCase().replace(/\.$/, '');
      const records = table.get(name);
      if (!records) response.header.rcode = Packet.RCODE.NXDOMAIN;
      else if (question.type === Packet.TYPE.A) {
        for (const address of records.a ?? []) {
          response.answers.push(
            Packet.createResourceFromQuestion(question, {
              type: Packet.TYPE.A,
              class: Packet.CLASS.IN,
              ttl: 60,
              address,
            }),
          );
        }
      } else if (question.type === Packet.TYPE.CNAME && records.cname) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, {
            type: Packet.TYPE.CNAME,
            class: Packet.CLASS.IN,
            ttl: 60,
            domain: records.cname,
          }),
        );
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    server: `127.0.0.1:${addresses.udp?.port}`,
    set: (name, records) => table.set(name.toLowerCase(), records),
    close: () => server.close(),
  };
}
