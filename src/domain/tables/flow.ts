/** Maximum flow (Dinic) on a small sparse network. */
export class FlowNetwork {
  private readonly edges: { to: number; capacity: number; reverse: number }[][]

  constructor(nodes: number) {
    this.edges = Array.from({ length: nodes }, () => [])
  }

  addNode(): number {
    return this.edges.push([]) - 1
  }

  /** Returns a handle for flowOn. */
  addEdge(from: number, to: number, capacity: number): [number, number] {
    this.edges[from].push({ to, capacity, reverse: this.edges[to].length })
    this.edges[to].push({ to: from, capacity: 0, reverse: this.edges[from].length - 1 })
    return [from, this.edges[from].length - 1]
  }

  /** The flow an edge carries: what its reverse residual edge gained. */
  flowOn([from, index]: [number, number]): number {
    const edge = this.edges[from][index]
    return this.edges[edge.to][edge.reverse].capacity
  }

  maxFlow(source: number, sink: number): number {
    let total = 0
    for (let level = this.levels(source); level[sink] >= 0; level = this.levels(source)) {
      const next = new Int32Array(this.edges.length)
      for (let pushed = this.push(source, sink, Infinity, level, next); pushed > 0; pushed = this.push(source, sink, Infinity, level, next))
        total += pushed
    }
    return total
  }

  private levels(source: number): Int32Array {
    const level = new Int32Array(this.edges.length).fill(-1)
    level[source] = 0
    const queue = [source]
    for (let head = 0; head < queue.length; head++) {
      for (const edge of this.edges[queue[head]]) {
        if (edge.capacity > 0 && level[edge.to] < 0) {
          level[edge.to] = level[queue[head]] + 1
          queue.push(edge.to)
        }
      }
    }
    return level
  }

  /** One augmenting path along increasing levels (Dinic); `next` skips the edges already found saturated or dead. */
  private push(u: number, sink: number, limit: number, level: Int32Array, next: Int32Array): number {
    if (u === sink) return limit
    for (; next[u] < this.edges[u].length; next[u]++) {
      const edge = this.edges[u][next[u]]
      if (edge.capacity <= 0 || level[edge.to] !== level[u] + 1) continue
      const pushed = this.push(edge.to, sink, Math.min(limit, edge.capacity), level, next)
      if (pushed > 0) {
        edge.capacity -= pushed
        this.edges[edge.to][edge.reverse].capacity += pushed
        return pushed
      }
    }
    return 0
  }
}
