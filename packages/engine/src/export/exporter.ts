/**
 * The encoder adapter of the export registry (decision 025), injected like the grammar loader
 * (`configureEngine({ loadGrammar })`): the engine core knows which formats exist, each host
 * brings the encoders it can run. The browser's draw with a canvas and jsPDF from the SVG on
 * screen; the CLI's with Graphviz, resvg and pdfkit from the FlowGraph. A host's format list is
 * the registry's entries it has an encoder for, in registry order.
 */
import { EXPORT_FORMAT_REGISTRY, type ExportFormatId, type ExportFormatSpec } from './formats';

/** Writes one format from the host's chart (`Input`) with the host's settings (`Options`). */
export type Encoder<Input, Options, Output> = (input: Input, options: Options) => Promise<Output>;

/** A host's encoders, one per format it writes. */
export type ExportAdapter<Id extends ExportFormatId, Input, Options, Output> = {
  readonly [K in Id]: Encoder<Input, Options, Output>;
};

export type Exporter<Id extends ExportFormatId, Input, Options, Output> = {
  /** the registry's entries this host writes, in registry order */
  readonly formats: readonly (ExportFormatSpec & { readonly id: Id })[];
  readonly ids: readonly Id[];
  supports: (id: string) => id is Id;
  encode: (id: Id, input: Input, options: Options) => Promise<Output>;
};

export function createExporter<Id extends ExportFormatId, Input, Options, Output>(
  adapter: ExportAdapter<Id, Input, Options, Output>,
): Exporter<Id, Input, Options, Output> {
  const supports = (id: string): id is Id => Object.hasOwn(adapter, id);
  const formats = EXPORT_FORMAT_REGISTRY.filter((f): f is typeof f & { id: Id } => supports(f.id));
  return {
    formats,
    ids: formats.map((f) => f.id),
    supports,
    encode: (id, input, options) => adapter[id](input, options),
  };
}
